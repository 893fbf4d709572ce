# Invoice settings for Lumen & Kerl GmbH. Number ranges restart every year (RE-2025-00001).
Rails.application.configure do
  config.x.invoicing.prefix = ENV.fetch("INVOICE_PREFIX", "RE")
  config.x.invoicing.payment_terms_days = 14
  config.x.invoicing.seller = {
    name: "Lumen & Kerl GmbH",
    street: "Hafenstraße 12",
    city: "20457 Hamburg",
    vat_id: "DE312345678",
    iban: "DE89 3704 0044 0532 0130 00",
  }
end
