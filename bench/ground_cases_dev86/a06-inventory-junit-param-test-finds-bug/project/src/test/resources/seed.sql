TRUNCATE stock;

INSERT INTO stock (sku, on_hand, reserved) VALUES
    ('SKU-100', 10, 0),
    ('SKU-200', 3, 1);
