package com.acme.inventory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.util.Optional;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class StockServiceTest {

    private final StockRepository repository = mock(StockRepository.class);
    private final StockService service = new StockService(repository);

    @BeforeEach
    void tenOnHandTwoReserved() {
        when(repository.findForUpdate("SKU-1")).thenReturn(Optional.of(new Stock("SKU-1", 10, 2)));
    }

    @Test
    void reservesExactlyWhatIsAvailable() {
        assertThat(service.reserve("SKU-1", 8).available()).isZero();
    }

    @Test
    void refusesOneMoreThanAvailable() {
        assertThatThrownBy(() -> service.reserve("SKU-1", 9))
                .isInstanceOf(StockService.InsufficientStockException.class);
    }

    @ParameterizedTest(name = "quantity {0} is rejected")
    @ValueSource(ints = {0, -1, Integer.MIN_VALUE})
    void rejectsNonPositiveQuantities(int quantity) {
        assertThatThrownBy(() -> service.reserve("SKU-1", quantity))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
