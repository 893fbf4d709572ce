export interface ShopifyAddress {
  first_name: string | null;
  last_name: string | null;
  address1: string;
  address2: string | null;
  city: string;
  zip: string;
  province_code: string | null;
  country_code: string;
  phone: string | null;
}

export interface ShopifyLineItem {
  id: number;
  sku: string | null;
  quantity: number;
  requires_shipping: boolean;
  name: string;
}

export interface ShopifyOrder {
  id: number;
  name: string;
  email: string | null;
  created_at: string;
  currency: string;
  total_price: string;
  shipping_address: ShopifyAddress | null;
  billing_address: ShopifyAddress | null;
  line_items: ShopifyLineItem[];
  note_attributes: { name: string; value: string }[];
  tags: string;
}
