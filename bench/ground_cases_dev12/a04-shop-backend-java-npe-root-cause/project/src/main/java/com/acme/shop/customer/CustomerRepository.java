package com.acme.shop.customer;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;

/**
 * Customers by id or email.
 *
 * <p>Email lookups are case-insensitive: addresses are stored as typed at sign-up,
 * but people log in with whatever capitalisation their phone picks.
 */
public interface CustomerRepository extends JpaRepository<Customer, Long> {

    Optional<Customer> findByEmailIgnoreCase(String email);

    boolean existsByEmailIgnoreCase(String email);

    /** Newsletter export: opted-in customers created since the given instant. */
    @Query("select c from Customer c where c.marketingOptIn = true and c.createdAt >= :since order by c.id")
    List<Customer> findOptedInSince(Instant since);

    /** Customers with no order at all, for the "you forgot something" campaign. */
    @Query("""
            select c from Customer c
            where not exists (select 1 from Order o where o.customer = c)
            order by c.createdAt desc
            """)
    List<Customer> findWithoutOrders();
}
