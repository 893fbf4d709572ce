package cn.qianbao.wallet.refund;

public interface PaymentGateway {
    void refund(String orderNo, long amountFen);
}
