package jp.kaede.billing.domain;

/** One line of an invoice. {@code id} comes from a DB sequence; {@code invoiceId} is the Snowflake id. */
public record LineItem(long id, long invoiceId, String description, int quantity, long unitPriceYen) {

    public long amountYen() {
        return unitPriceYen * quantity;
    }
}
