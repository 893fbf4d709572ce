package cn.qianbao.wallet.refund;

public record Refund(long id, long walletId, long amountFen, String orderNo) {
}
