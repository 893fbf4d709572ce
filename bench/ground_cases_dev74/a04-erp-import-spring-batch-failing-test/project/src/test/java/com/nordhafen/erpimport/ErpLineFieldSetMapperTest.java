package com.nordhafen.erpimport;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ErpLineFieldSetMapperTest {

    @Test
    void parsesGermanNumbers() {
        assertThat(ErpLineFieldSetMapper.german("1.234,50")).isEqualByComparingTo("1234.50");
        assertThat(ErpLineFieldSetMapper.german("-2,00")).isEqualByComparingTo("-2.00");
    }

    @Test
    void blankIsZero() {
        assertThat(ErpLineFieldSetMapper.german(" ")).isEqualByComparingTo("0");
    }
}
