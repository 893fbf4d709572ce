package jp.co.kitamura.orderapi.service;

import java.time.Clock;
import java.time.LocalDate;
import java.util.List;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import jp.co.kitamura.orderapi.domain.Address;
import jp.co.kitamura.orderapi.domain.Customer;
import jp.co.kitamura.orderapi.domain.Order;
import jp.co.kitamura.orderapi.domain.Shipment;
import jp.co.kitamura.orderapi.repository.CustomerRepository;
import jp.co.kitamura.orderapi.repository.OrderRepository;
import jp.co.kitamura.orderapi.repository.ShipmentRepository;

@Service
public class OrderService {

    private final OrderRepository orders;
    private final CustomerRepository customers;
    private final ShipmentRepository shipments;
    private final DeliveryZoneResolver zones;
    private final Clock clock;

    public OrderService(OrderRepository orders, CustomerRepository customers, ShipmentRepository shipments,
                        DeliveryZoneResolver zones, Clock clock) {
        this.orders = orders;
        this.customers = customers;
        this.shipments = shipments;
        this.zones = zones;
        this.clock = clock;
    }

    @Transactional(readOnly = true)
    public List<Order> findByCustomer(long customerId) {
        return orders.findByCustomerIdOrderByOrderedAtDesc(customerId);
    }

    /**
     * 受注確定時に出荷レコードを作る。配送先は顧客の登録済み配送先住所。
     */
    @Transactional
    public Shipment createShipment(long orderId) {
        Order order = orders.findById(orderId)
                .orElseThrow(() -> new OrderNotFoundException(orderId));
        if (order.getShipment() != null) {
            return order.getShipment();
        }
        Customer customer = customers.findById(order.getCustomerId())
                .orElseThrow(() -> new IllegalStateException("customer missing: " + order.getCustomerId()));

        Shipment shipment = new Shipment();
        shipment.setOrder(order);
        Address to = customer.getShippingAddress();
        shipment.setPostalCode(to.getPostalCode());
        shipment.setPrefecture(to.getPrefecture());
        shipment.setAddressLine(to.getLine1() + " " + nullToEmpty(to.getLine2()));
        shipment.setZone(zones.resolve(to.getPrefecture()));
        shipment.setScheduledOn(LocalDate.now(clock).plusDays(zones.leadDays(to.getPrefecture())));
        order.setShipment(shipment);
        return shipments.save(shipment);
    }

    private static String nullToEmpty(String s) {
        return s == null ? "" : s;
    }
}
