export const EXTRACT_SYSTEM = `You extract structured data from Chinese and English invoices.
Return ONLY a JSON object with these fields:
invoiceNumber, issueDate (YYYY-MM-DD), seller, buyer, currency (CNY|USD|EUR),
items (array of {description, quantity, unitPrice}), price (total incl. tax), taxRate (0-1, optional).
Numbers must be plain numbers without currency symbols or thousands separators.
If a date has no year, assume the year of {{today}}.
Company hint: the buyer is usually {{company}}.`;

export const EXTRACT_USER = `Invoice text (OCR, may contain errors):
"""
{{ocr}}
"""`;
