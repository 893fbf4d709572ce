package jp.mitsuba.orders.export;

import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.Charset;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import jp.mitsuba.orders.OrdersApplication.ExportProperties;
import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

@RestController
public class ExportController {

    /** Shift_JIS with Microsoft's extensions (①, ㈱, 髙 ...), which is what Excel reads */
    private static final Charset CSV_CHARSET = Charset.forName("Windows-31J");

    private final OrderExportService service;
    private final ExportProperties props;

    public ExportController(OrderExportService service, ExportProperties props) {
        this.service = service;
        this.props = props;
    }

    @GetMapping("/exports/orders")
    public void exportOrders(
            @RequestParam @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate from,
            @RequestParam @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate to,
            HttpServletResponse response) throws IOException {
        if (to.isBefore(from)) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "to must not be before from");
        }
        if (ChronoUnit.DAYS.between(from, to) > props.maxDays()) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "range too long");
        }
        response.setContentType("text/csv; charset=Shift_JIS");
        response.setHeader("Content-Disposition", "attachment; filename=\"orders_" + from + "_" + to + ".csv\"");
        Writer out = new OutputStreamWriter(response.getOutputStream(), CSV_CHARSET);
        service.export(from, to, out);
        out.flush();
    }
}
