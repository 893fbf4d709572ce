package jp.ichiba.market.payout;

import java.time.YearMonth;
import java.util.List;

import jp.ichiba.market.order.OrderLine;
import jp.ichiba.market.order.OrderLineRepository;
import jp.ichiba.market.seller.Seller;
import org.springframework.stereotype.Service;

@Service
public class PayoutService {
    /** 振込手数料（円）。出店者負担 */
    static final long TRANSFER_FEE = 250;

    private final OrderLineRepository lines;

    public PayoutService(OrderLineRepository lines) {
        this.lines = lines;
    }

    public long commissionFor(Seller seller, long sales) {
        long fee = sales * (seller.getCommissionRate() / 100);
        return fee;
    }

    public PayoutStatement statementFor(Seller seller, YearMonth month) {
        List<OrderLine> sold = lines.findDeliveredBySellerAndMonth(seller.getId(), month.atDay(1), month.atEndOfMonth());
        long sales = sold.stream().mapToLong(OrderLine::amount).sum();
        long commission = commissionFor(seller, sales);
        long payout = Math.max(0, sales - commission - TRANSFER_FEE);
        return new PayoutStatement(seller.getId(), seller.getShopName(), month, sales, commission, TRANSFER_FEE, payout);
    }
}
