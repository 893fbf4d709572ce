package jp.hakobune.crm.customer;

import java.util.List;
import java.util.Optional;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface CustomerRepository extends JpaRepository<Customer, Long> {

    @Query("select c from Customer c where lower(c.email) = lower(:email)")
    Optional<Customer> findByEmailIgnoreCase(@Param("email") String email);

    @Query("select c from Customer c where c.name like concat(:prefix, '%') order by c.name")
    List<Customer> findByNamePrefix(@Param("prefix") String prefix);
}
