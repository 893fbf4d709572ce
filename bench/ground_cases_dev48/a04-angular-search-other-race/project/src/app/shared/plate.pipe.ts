import { Pipe, PipeTransform } from "@angular/core";

/**
 * Formats a plate as it is printed on the vehicle.
 * Plates are stored without spaces or dashes ("BAB1234").
 */
@Pipe({ name: "plate", standalone: true })
export class PlatePipe implements PipeTransform {
  transform(raw: string | null | undefined, country = "DE"): string {
    if (!raw) return "";
    const plate = raw.toUpperCase().replace(/[^A-Z0-9]/g, "");
    switch (country) {
      case "DE":
        return formatGerman(plate);
      case "AT":
        return formatAustrian(plate);
      case "PL":
        return plate.length > 3 ? `${plate.slice(0, 3)} ${plate.slice(3)}` : plate;
      default:
        return plate;
    }
  }
}

/** "W12345A" -> "W 12345 A", "GU123AB" -> "GU 123 AB": district, digits, letters. */
function formatAustrian(plate: string): string {
  const match = /^([A-Z]{1,2})(\d{1,5})([A-Z]{1,3})$/.exec(plate);
  if (!match) return plate;
  const [, district, digits, letters] = match;
  return `${district} ${digits} ${letters}`;
}

/** "BAB1234" -> "B AB 1234": district, letters, digits. */
function formatGerman(plate: string): string {
  const match = /^([A-Z]{1,3})([A-Z]{1,2})(\d{1,4}[EH]?)$/.exec(plate);
  if (!match) return plate;
  const [, district, letters, digits] = match;
  return `${district} ${letters} ${digits}`;
}
