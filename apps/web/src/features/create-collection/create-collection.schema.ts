import {
  ZCreateCollectionRequest,
  type CreateCollectionRequest,
} from "@meshlink/domain/collections-api.types";
import { SOCIAL_NAMES, type SocialName } from "@meshlink/domain/constants/social-names";
import { ZImageUpload } from "@meshlink/domain/files/file-uploads.types";
import { requiredMessage } from "@meshlink/domain/messages/validation";
import { z } from "zod";
import { ZErcType } from "@meshlink/domain/entities/constant-enums";

const link = ZCreateCollectionRequest.shape.socials.unwrap().element.shape.value;

// The form as typed; the request is built from it once the transaction hash is known.
export const ZCreateCollectionForm = z.object({
  name: ZCreateCollectionRequest.shape.name,
  symbol: ZCreateCollectionRequest.shape.symbol,
  type: ZErcType,
  chainId: z.string().min(1, { error: requiredMessage("Chain") }),
  description: ZCreateCollectionRequest.shape.description.unwrap(),
  logo: ZImageUpload.nullable(),
  banner: ZImageUpload.nullable(),
  socials: z.object(
    Object.fromEntries(SOCIAL_NAMES.map((name) => [name, link])) as Record<SocialName, typeof link>,
  ),
});
export type CreateCollectionForm = z.input<typeof ZCreateCollectionForm>;
export type CreateCollectionValues = z.output<typeof ZCreateCollectionForm>;

export const emptyCollectionForm = (chainId = ""): CreateCollectionForm => ({
  name: "",
  symbol: "",
  type: "ERC721",
  chainId,
  description: "",
  logo: null,
  banner: null,
  socials: Object.fromEntries(SOCIAL_NAMES.map((name) => [name, ""])) as Record<SocialName, string>,
});

export function toCollectionRequest(
  values: CreateCollectionValues,
  txHash: `0x${string}`,
): CreateCollectionRequest {
  return {
    chainId: Number(values.chainId),
    txHash,
    name: values.name,
    symbol: values.symbol,
    type: values.type,
    description: values.description,
    logoKey: values.logo?.key ?? null,
    bannerKey: values.banner?.key ?? null,
    socials: SOCIAL_NAMES.filter((name) => values.socials[name].trim() !== "").map((name) => ({
      name,
      value: values.socials[name].trim(),
    })),
  };
}
