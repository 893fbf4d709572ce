package jp.tsubame.orders;

import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.ResponseStatus;

@ResponseStatus(HttpStatus.CONFLICT)
public class IllegalStateTransitionException extends RuntimeException {

    public IllegalStateTransitionException(long orderId, OrderStatus from, OrderStatus to) {
        super("[ORD-409] order " + orderId + ": cannot move from " + from + " to " + to);
    }
}
