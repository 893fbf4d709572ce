package com.hualu.billing.payment;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

@SpringBootTest
class PaymentPropertiesTest {

    @Autowired
    PaymentProperties props;

    @Test
    void devDefaultsComeFromApplicationYml() {
        assertThat(props.readTimeout()).isEqualTo(Duration.ofSeconds(30));
        assertThat(props.maxRetries()).isEqualTo(2);
    }

    @SpringBootTest(properties = "spring.profiles.active=prod")
    @org.junit.jupiter.api.Nested
    class Prod {

        @Autowired
        PaymentProperties prodProps;

        @Test
        void prodOverridesAreBound() {
            assertThat(prodProps.readTimeout()).isEqualTo(Duration.ofSeconds(5));
            assertThat(prodProps.maxRetries()).isEqualTo(3);
            assertThat(prodProps.baseUrl()).isEqualTo("https://api.paynow.example/v2");
        }
    }
}
