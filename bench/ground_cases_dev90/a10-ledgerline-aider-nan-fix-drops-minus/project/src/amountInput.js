import { formatAmount, parseAmount } from "./format";

export function mountAmountInput(input, onChange) {
  input.setAttribute("inputmode", "decimal");

  input.addEventListener("focus", () => {
    input.value = input.value.replace(/[£,]/g, "");
  });

  input.addEventListener("blur", () => {
    const value = parseAmount(input.value);
    input.value = formatAmount(value);
    onChange(value);
  });

  return {
    setValue(value) {
      input.value = formatAmount(value);
    },
  };
}
