package cn.qianbao.wallet.topup;

import org.junit.jupiter.api.Test;

class TopUpServiceTest {
    @Test
    void contextLoads() {
    }
}
