import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { NumberStepper } from "@/ui/number-stepper";

function Harness({
  initial = 1,
  max,
  defaultValue,
}: {
  initial?: number;
  max?: number;
  defaultValue?: number;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="supply">Supply</label>
      <NumberStepper
        id="supply"
        label="supply"
        value={value}
        onChange={setValue}
        max={max}
        defaultValue={defaultValue}
      />
      <output>{value}</output>
    </>
  );
}

const setup = (props: Parameters<typeof Harness>[0] = {}) => {
  render(<Harness {...props} />);
  return {
    user: userEvent.setup(),
    input: screen.getByLabelText("Supply"),
    value: () => screen.getByRole("status").textContent,
  };
};

describe("NumberStepper (spec section 5)", () => {
  it("steps with the buttons and never goes below the minimum 1", async () => {
    const { user, input } = setup();
    expect(screen.getByRole("button", { name: "Decrease supply" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Increase supply" }));
    await user.click(screen.getByRole("button", { name: "Increase supply" }));
    expect(input).toHaveValue("3");
    await user.click(screen.getByRole("button", { name: "Decrease supply" }));
    expect(input).toHaveValue("2");
  });

  it("keeps whole numbers only and respects the maximum", async () => {
    const { user, input, value } = setup({ max: 10 });
    await user.clear(input);
    await user.type(input, "2.7");
    expect(value()).toBe("2");
    await user.clear(input);
    await user.type(input, "50");
    expect(value()).toBe("10");
    expect(screen.getByRole("button", { name: "Increase supply" })).toBeDisabled();
  });

  it("resets an emptied entry to 1 and restores the default on blur", async () => {
    const { user, input, value } = setup({ initial: 5, defaultValue: 3 });
    await user.clear(input);
    expect(value()).toBe("1");
    await user.clear(input);
    await user.tab();
    expect(input).toHaveValue("3");
    expect(value()).toBe("3");
  });

  it("turns text that is not a number into 1", async () => {
    const { user, input, value } = setup({ initial: 4 });
    await user.clear(input);
    await user.type(input, "abc");
    expect(value()).toBe("1");
  });
});
