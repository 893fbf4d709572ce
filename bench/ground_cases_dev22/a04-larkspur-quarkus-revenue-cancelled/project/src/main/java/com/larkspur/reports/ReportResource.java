package com.larkspur.reports;

import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;

@Path("/reports")
@Produces(MediaType.APPLICATION_JSON)
public class ReportResource {

    @Inject
    ReportRepository repo;

    @GET
    @Path("/monthly")
    public List<Map<String, Object>> monthly(@QueryParam("from") LocalDate from, @QueryParam("to") LocalDate to) {
        LocalDate start = from != null ? from : LocalDate.now().withDayOfYear(1);
        LocalDate end = to != null ? to : LocalDate.now().plusDays(1);
        return repo.monthlyRevenue(start, end).stream()
                .map(row -> Map.<String, Object>of(
                        "month", row[0].toString(),
                        "revenue", (BigDecimal) row[1],
                        "orders", ((Number) row[2]).longValue()))
                .toList();
    }

    @GET
    @Path("/refunds")
    public Map<String, BigDecimal> refunds(@QueryParam("from") LocalDate from, @QueryParam("to") LocalDate to) {
        return Map.of("refunded", repo.refundedTotal(from, to));
    }
}
