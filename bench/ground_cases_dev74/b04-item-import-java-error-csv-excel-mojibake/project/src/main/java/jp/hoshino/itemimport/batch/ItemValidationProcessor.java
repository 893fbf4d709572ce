package jp.hoshino.itemimport.batch;

import java.math.BigDecimal;
import java.util.Set;

import org.springframework.batch.item.ItemProcessor;
import org.springframework.batch.item.validator.ValidationException;

import jp.hoshino.itemimport.model.Item;
import jp.hoshino.itemimport.model.ItemRow;

public class ItemValidationProcessor implements ItemProcessor<ItemRow, Item> {

    private static final Set<String> UNITS = Set.of("PCS", "BOX", "KG", "M", "SET");

    @Override
    public Item process(ItemRow row) {
        String code = trim(row.getItemCode());
        if (code.isEmpty() || code.length() > 20) {
            throw new ValidationException("品目コードが不正です: '" + code + "'");
        }
        String unit = trim(row.getUnit()).toUpperCase();
        if (!UNITS.contains(unit)) {
            throw new ValidationException("単位が不正です: '" + unit + "'");
        }
        BigDecimal price;
        try {
            price = new BigDecimal(trim(row.getUnitPrice()).replace(",", ""));
        } catch (NumberFormatException e) {
            throw new ValidationException("単価が数値ではありません: '" + row.getUnitPrice() + "'");
        }
        int taxRate = switch (trim(row.getTaxClass())) {
            case "1" -> 10;
            case "2" -> 8;
            case "0" -> 0;
            default -> throw new ValidationException("税区分が不正です: '" + row.getTaxClass() + "'");
        };
        return new Item(code, trim(row.getItemName()), unit, price, taxRate, "1".equals(trim(row.getDiscontinued())));
    }

    private static String trim(String s) {
        return s == null ? "" : s.strip();
    }
}
