/// A customer as stored in the CRM export. Country codes come in as the CRM writes them
/// (lower case, e.g. "de", "fr"); VAT ids are validated against VIES before import.
#[derive(Debug, Clone)]
pub struct Customer {
    pub name: String,
    pub country: String,
    pub vat_id: Option<String>,
}

impl Customer {
    pub fn consumer(name: &str, country: &str) -> Self {
        Customer { name: name.to_string(), country: country.to_string(), vat_id: None }
    }

    pub fn business(name: &str, country: &str, vat_id: &str) -> Self {
        Customer { name: name.to_string(), country: country.to_string(), vat_id: Some(vat_id.to_string()) }
    }

    pub fn is_business(&self) -> bool {
        self.vat_id.is_some()
    }
}
