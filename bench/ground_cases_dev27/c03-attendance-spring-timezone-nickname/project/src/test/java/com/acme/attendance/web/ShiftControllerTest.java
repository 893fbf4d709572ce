package com.acme.attendance.web;

import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.when;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import com.acme.attendance.config.JacksonConfig;
import com.acme.attendance.service.ShiftService;
import com.acme.attendance.service.ShiftService.DailySummary;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.web.servlet.WebMvcTest;
import org.springframework.boot.test.mock.mockito.MockBean;
import org.springframework.context.annotation.Import;
import org.springframework.test.web.servlet.MockMvc;

@WebMvcTest(ShiftController.class)
@Import(JacksonConfig.class)
class ShiftControllerTest {

    @Autowired
    MockMvc mvc;

    @MockBean
    ShiftService shifts;

    @Test
    void dailyReturnsIsoDates() throws Exception {
        when(shifts.dailySummary(eq("e-17"), any(), any())).thenReturn(List.of(
                new DailySummary(LocalDate.of(2024, 3, 5), Instant.parse("2024-03-05T00:58:00Z"),
                        Instant.parse("2024-03-05T10:02:00Z"), 544, false, false)));

        mvc.perform(get("/api/employees/e-17/shifts/daily").param("from", "2024-03-01").param("to", "2024-03-07"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$[0].date").value("2024-03-05"))
                .andExpect(jsonPath("$[0].firstIn").value("2024-03-05T00:58:00Z"))
                .andExpect(jsonPath("$[0].workedMinutes").value(544));
    }

    @Test
    void rejectsRangesLongerThanTwoMonths() throws Exception {
        mvc.perform(get("/api/employees/e-17/shifts/daily").param("from", "2024-01-01").param("to", "2024-06-01"))
                .andExpect(status().isBadRequest());
    }
}
