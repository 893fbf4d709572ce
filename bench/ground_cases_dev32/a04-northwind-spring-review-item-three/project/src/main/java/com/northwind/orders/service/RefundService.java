package com.northwind.orders.service;

import com.northwind.orders.model.Customer;
import com.northwind.orders.model.Order;
import com.northwind.orders.model.OrderStatus;
import com.northwind.orders.model.Refund;
import com.northwind.orders.repo.CustomerRepository;
import com.northwind.orders.repo.OrderRepository;
import com.northwind.orders.repo.RefundRepository;
import com.northwind.orders.web.RefundReportRow;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.mail.SimpleMailMessage;
import org.springframework.mail.javamail.JavaMailSender;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class RefundService {

    private static final Logger log = LoggerFactory.getLogger(RefundService.class);

    private final OrderRepository orders;
    private final CustomerRepository customerRepository;
    private final RefundRepository refunds;
    private final JavaMailSender mailer;
    private final Clock clock;

    public RefundService(OrderRepository orders, CustomerRepository customerRepository,
                         RefundRepository refunds, JavaMailSender mailer, Clock clock) {
        this.orders = orders;
        this.customerRepository = customerRepository;
        this.refunds = refunds;
        this.mailer = mailer;
        this.clock = clock;
    }

    @Transactional
    public Refund refundOrder(long orderId, Customer requester, String reason) {
        Order order = orders.findById(orderId)
                .orElseThrow(() -> new NotFoundException("order " + orderId));
        if (!Objects.equals(order.getCustomerId(), requester.getId()) && !requester.isStaff()) {
            throw new ForbiddenException("order " + orderId + " belongs to another customer");
        }
        if (order.getStatus() == OrderStatus.REFUNDED) {
            throw new ConflictException("order " + orderId + " is already refunded");
        }
        Refund refund = applyRefund(order, reason);
        notifyCustomer(order, refund);
        return refund;
    }

    private Refund applyRefund(Order order, String reason) {
        order.setStatus(OrderStatus.REFUNDED);
        orders.save(order);
        Refund refund = new Refund(order.getId(), order.getTotal(), reason, Instant.now(clock));
        return refunds.save(refund);
    }

    private void notifyCustomer(Order order, Refund refund) {
        try {
            Customer customer = customerRepository.findById(order.getCustomerId()).orElseThrow();
            SimpleMailMessage mail = new SimpleMailMessage();
            mail.setTo(customer.getEmail());
            mail.setSubject("Your refund for order " + order.getNumber());
            mail.setText("We refunded " + refund.getAmount() + " " + order.getCurrency() + ".");
            mailer.send(mail);
        } catch (Exception e) {
            log.warn("refund mail for order {} failed: {}", order.getId(), e.getMessage());
        }
    }

    @Transactional(readOnly = true)
    public List<RefundReportRow> monthlyRefundReport(YearMonth month) {
        Instant from = month.atDay(1).atStartOfDay().toInstant(ZoneOffset.UTC);
        Instant to = month.plusMonths(1).atDay(1).atStartOfDay().toInstant(ZoneOffset.UTC);
        List<RefundReportRow> rows = new ArrayList<>();
        for (Order o : orders.findRefundedBetween(from, to)) {
            Customer c = customerRepository.findById(o.getCustomerId()).orElseThrow();
            rows.add(new RefundReportRow(o.getNumber(), c.getName(), c.getEmail(), o.getTotal(), o.getCurrency()));
        }
        return rows;
    }

    public BigDecimal refundedTotal(YearMonth month) {
        return monthlyRefundReport(month).stream()
                .map(RefundReportRow::amount)
                .reduce(BigDecimal.ZERO, BigDecimal::add);
    }
}
