package jp.co.hanamaru.admin.report;

import static org.mockito.Mockito.when;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import java.time.LocalDate;
import java.time.YearMonth;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.web.servlet.WebMvcTest;
import org.springframework.boot.test.mock.mockito.MockBean;
import org.springframework.test.web.servlet.MockMvc;

@WebMvcTest(ReportController.class)
class ReportControllerTest {

    @Autowired
    MockMvc mvc;

    @MockBean
    MonthlySalesRepository repo;

    @Test
    void monthlySumsDays() throws Exception {
        when(repo.findByMonth(YearMonth.of(2025, 10))).thenReturn(List.of(
                new DailySales(LocalDate.of(2025, 10, 1), 3, 12000),
                new DailySales(LocalDate.of(2025, 10, 2), 2, 8000)));
        mvc.perform(get("/admin/reports/monthly").param("month", "2025-10"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.grossAmount").value(20000))
                .andExpect(jsonPath("$.orderCount").value(5));
    }

    @Test
    void monthlyCsvHasHeaderAndRows() throws Exception {
        when(repo.findByMonth(YearMonth.of(2025, 10))).thenReturn(List.of(
                new DailySales(LocalDate.of(2025, 10, 1), 3, 12000)));
        mvc.perform(get("/admin/reports/monthly.csv").param("month", "2025-10"))
                .andExpect(status().isOk())
                .andExpect(org.springframework.test.web.servlet.result.MockMvcResultMatchers.content()
                        .string("\uFEFF日付,注文数,売上(税込)\r\n2025-10-01,3,12000\r\n"));
    }
}
