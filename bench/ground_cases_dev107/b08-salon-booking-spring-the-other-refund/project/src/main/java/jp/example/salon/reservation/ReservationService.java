package jp.example.salon.reservation;

import java.time.Clock;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class ReservationService {

    private final ReservationRepository repository;
    private final CancellationPolicy policy;
    private final RefundCalculator refunds;
    private final PaymentGateway payments;

    public ReservationService(ReservationRepository repository, CancellationPolicy policy,
                              RefundCalculator refunds, PaymentGateway payments) {
        this.repository = repository;
        this.policy = policy;
        this.refunds = refunds;
        this.payments = payments;
    }

    public List<Reservation> listByUser(long userId) {
        return repository.findByUserIdOrderByStartAtAsc(userId);
    }

    public Reservation get(long id) {
        return repository.findById(id).orElseThrow(() -> new ReservationNotFoundException(id));
    }

    @Transactional
    public CancelResult cancel(long id) {
        Reservation r = get(id);
        if (r.getStatus() != ReservationStatus.CONFIRMED) {
            throw new IllegalStateException("cannot cancel reservation in status " + r.getStatus());
        }
        boolean free = policy.isFreeCancellation(r.getStartAt());
        int refund = free ? r.getPrice() : refunds.refundAmount(r.getPrice(), policy.feeRate(r.getStartAt()));
        payments.refund(r.getPaymentId(), refund);
        r.setStatus(ReservationStatus.CANCELLED);
        repository.save(r);
        return new CancelResult(id, refund, free);
    }
}
