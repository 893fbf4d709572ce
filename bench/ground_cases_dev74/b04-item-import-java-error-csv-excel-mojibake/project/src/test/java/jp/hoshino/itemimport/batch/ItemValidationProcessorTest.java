package jp.hoshino.itemimport.batch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;

import org.junit.jupiter.api.Test;
import org.springframework.batch.item.validator.ValidationException;

import jp.hoshino.itemimport.model.Item;
import jp.hoshino.itemimport.model.ItemRow;

class ItemValidationProcessorTest {

    private final ItemValidationProcessor processor = new ItemValidationProcessor();

    private static ItemRow row(String code, String unit, String price, String tax) {
        ItemRow r = new ItemRow();
        r.setItemCode(code);
        r.setItemName("ボルト M8");
        r.setUnit(unit);
        r.setUnitPrice(price);
        r.setTaxClass(tax);
        r.setDiscontinued("0");
        return r;
    }

    @Test
    void validRow() {
        Item item = processor.process(row("A-1001", "pcs", "1,200", "1"));
        assertThat(item.unitPrice()).isEqualByComparingTo(new BigDecimal("1200"));
        assertThat(item.taxRate()).isEqualTo(10);
    }

    @Test
    void unknownUnitIsRejected() {
        assertThatThrownBy(() -> processor.process(row("A-1001", "dozen", "100", "1")))
                .isInstanceOf(ValidationException.class);
    }

    @Test
    void badTaxClassIsRejected() {
        assertThatThrownBy(() -> processor.process(row("A-1001", "PCS", "100", "9")))
                .isInstanceOf(ValidationException.class);
    }
}
