import { parseAmount, parseDate } from "./numbers.js";
import type { RawRow } from "./csvReader.js";

export interface Customer {
  email: string;
  name: string;
  company: string | null;
  country: string | null;
  phone: string | null;
  creditLimit: number | null;
  customerSince: string | null;
}

export interface RowError {
  line: string;
  field: string;
  message: string;
  raw: RawRow;
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export function validateRow(row: RawRow, parse = parseAmount): Customer | RowError[] {
  const errors: RowError[] = [];
  const fail = (field: string, message: string) => errors.push({ line: row.__line, field, message, raw: row });

  const email = (row.email ?? "").toLowerCase();
  if (!email) fail("email", "missing email");
  else if (!EMAIL.test(email)) fail("email", `invalid email '${row.email}'`);

  if (!row.name) fail("name", "missing name");

  const creditLimit = parse(row.creditLimit);
  if (row.creditLimit && creditLimit === null) fail("creditLimit", `invalid amount '${row.creditLimit}'`);
  if (creditLimit !== null && creditLimit < 0) fail("creditLimit", "credit limit must not be negative");

  const customerSince = parseDate(row.customerSince);
  if (row.customerSince && customerSince === null) fail("customerSince", `invalid date '${row.customerSince}'`);

  if (errors.length > 0) return errors;
  return {
    email,
    name: row.name,
    company: row.company || null,
    country: row.country ? row.country.toUpperCase() : null,
    phone: row.phone || null,
    creditLimit,
    customerSince,
  };
}
