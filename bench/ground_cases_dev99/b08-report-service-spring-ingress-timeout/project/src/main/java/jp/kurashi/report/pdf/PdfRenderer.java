package jp.kurashi.report.pdf;

import java.io.ByteArrayOutputStream;
import java.time.YearMonth;
import java.util.List;

import org.springframework.stereotype.Component;

import com.lowagie.text.Document;
import com.lowagie.text.Font;
import com.lowagie.text.FontFactory;
import com.lowagie.text.Paragraph;
import com.lowagie.text.pdf.PdfPTable;
import com.lowagie.text.pdf.PdfWriter;

import jp.kurashi.report.service.MonthlyReportService.CategoryTotal;

@Component
public class PdfRenderer {

    private static final Font TITLE = FontFactory.getFont("HeiseiKakuGo-W5", "UniJIS-UCS2-H", 16);
    private static final Font BODY = FontFactory.getFont("HeiseiKakuGo-W5", "UniJIS-UCS2-H", 10);

    public byte[] render(long storeId, YearMonth month, List<CategoryTotal> totals) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Document doc = new Document();
        PdfWriter.getInstance(doc, out);
        doc.open();
        doc.add(new Paragraph("月次売上レポート 店舗 " + storeId + " / " + month, TITLE));
        PdfPTable table = new PdfPTable(3);
        table.addCell(new Paragraph("カテゴリ", BODY));
        table.addCell(new Paragraph("数量", BODY));
        table.addCell(new Paragraph("金額", BODY));
        for (CategoryTotal t : totals) {
            table.addCell(new Paragraph(t.category(), BODY));
            table.addCell(new Paragraph(String.valueOf(t.quantity()), BODY));
            table.addCell(new Paragraph(t.amount().toPlainString(), BODY));
        }
        doc.add(table);
        doc.close();
        return out.toByteArray();
    }
}
