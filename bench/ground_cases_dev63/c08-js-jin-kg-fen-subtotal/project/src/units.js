// 重量单位换算。1 斤 = 500 克，1 公斤 = 1000 克。
export const GRAMS_PER_JIN = 500;
export const GRAMS_PER_KG = 1000;

export function gramsToKg(grams) {
  return grams / GRAMS_PER_KG;
}

export function gramsToJin(grams) {
  return grams / GRAMS_PER_JIN;
}

// 每公斤价格 -> 每斤价格（元）
export function pricePerJin(pricePerKg) {
  return pricePerKg / 2;
}

export function unitLabel(unit) {
  switch (unit) {
    case "jin":
      return "斤";
    case "kg":
      return "公斤";
    case "g":
      return "克";
    default:
      return "件";
  }
}

export function isWeighed(item) {
  return Boolean(item.byWeight);
}
