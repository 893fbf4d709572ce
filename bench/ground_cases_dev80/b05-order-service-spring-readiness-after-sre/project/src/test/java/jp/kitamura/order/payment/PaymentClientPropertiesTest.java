package jp.kitamura.order.payment;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.ActiveProfiles;

@SpringBootTest(properties = "spring.autoconfigure.exclude="
        + "org.springframework.boot.autoconfigure.jdbc.DataSourceAutoConfiguration,"
        + "org.springframework.boot.autoconfigure.orm.jpa.HibernateJpaAutoConfiguration")
@ActiveProfiles("staging")
class PaymentClientPropertiesTest {

    @Autowired
    PaymentClientProperties props;

    @Test
    void stagingUsesFiveSecondReadTimeout() {
        assertThat(props.readTimeout()).isEqualTo(Duration.ofSeconds(5));
    }
}
