package jp.co.kitamura.orderapi.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.when;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.mockito.InjectMocks;
import org.mockito.Mock;
import org.mockito.junit.jupiter.MockitoExtension;

import jp.co.kitamura.orderapi.domain.Address;
import jp.co.kitamura.orderapi.domain.Customer;
import jp.co.kitamura.orderapi.domain.Order;
import jp.co.kitamura.orderapi.repository.CustomerRepository;
import jp.co.kitamura.orderapi.repository.OrderRepository;
import jp.co.kitamura.orderapi.repository.ShipmentRepository;

@ExtendWith(MockitoExtension.class)
class OrderServiceTest {

    @Mock OrderRepository orders;
    @Mock CustomerRepository customers;
    @Mock ShipmentRepository shipments;
    @Mock DeliveryZoneResolver zones;
    Clock clock = Clock.fixed(Instant.parse("2025-11-04T01:00:00Z"), ZoneId.of("Asia/Tokyo"));

    @Test
    void createShipmentUsesShippingAddress() {
        OrderService service = new OrderService(orders, customers, shipments, zones, clock);
        Order order = new Order();
        order.setId(10L);
        order.setCustomerId(7L);
        Customer customer = new Customer();
        Address ship = new Address();
        ship.setPostalCode("9800021");
        ship.setPrefecture("宮城県");
        ship.setLine1("仙台市青葉区中央1-1");
        customer.setShippingAddress(ship);
        when(orders.findById(10L)).thenReturn(Optional.of(order));
        when(customers.findById(7L)).thenReturn(Optional.of(customer));
        when(zones.resolve("宮城県")).thenReturn("TOHOKU");
        when(zones.leadDays("宮城県")).thenReturn(2);
        when(shipments.save(any())).thenAnswer(inv -> inv.getArgument(0));

        var shipment = service.createShipment(10L);

        assertThat(shipment.getPostalCode()).isEqualTo("9800021");
        assertThat(shipment.getZone()).isEqualTo("TOHOKU");
        assertThat(shipment.getScheduledOn()).isEqualTo(LocalDate.of(2025, 11, 6));
    }
}
