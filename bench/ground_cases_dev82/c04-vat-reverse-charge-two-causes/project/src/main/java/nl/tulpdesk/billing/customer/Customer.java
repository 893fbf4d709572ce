package nl.tulpdesk.billing.customer;

/**
 * A billed customer. {@code vatId} is stored as the customer typed it in the signup form.
 */
public record Customer(
        String id,
        String name,
        String country,
        boolean isBusiness,
        String vatId,
        String email) {

    public String displayName() {
        return isBusiness ? name + " (" + country + ")" : name;
    }
}
