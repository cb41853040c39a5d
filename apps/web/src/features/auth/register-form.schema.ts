import { ZRegisterRequest } from "@meshlink/domain/auth/register.types";
import type { z } from "zod";

// The fields a person fills in; the address and its signature come from the verified wallet.
export const ZRegisterForm = ZRegisterRequest.pick({ name: true, email: true, type: true });
export type RegisterFormInput = z.input<typeof ZRegisterForm>;
export type RegisterFormValues = z.output<typeof ZRegisterForm>;
