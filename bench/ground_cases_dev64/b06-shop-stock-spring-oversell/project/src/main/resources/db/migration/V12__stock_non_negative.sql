-- Oversold SKUs from the 2025-11 sale are clamped to 0 first; the shortfall is handled by CS.
update stock set quantity = 0, updated_at = now() where quantity < 0;

alter table stock
    add constraint stock_quantity_non_negative check (quantity >= 0);
