package jp.hoshino.itemimport.batch;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

import org.springframework.batch.core.ExitStatus;
import org.springframework.batch.core.SkipListener;
import org.springframework.batch.core.StepExecution;
import org.springframework.batch.core.StepExecutionListener;
import org.springframework.batch.item.file.FlatFileParseException;

import jp.hoshino.itemimport.model.Item;
import jp.hoshino.itemimport.model.ItemRow;

/** Writes every skipped line to an error CSV next to the import, for accounting to fix in Excel. */
public class ErrorRowWriter implements SkipListener<ItemRow, Item>, StepExecutionListener {

    private static final String HEADER = "行番号,品目コード,理由,元の行";

    private final Path path;
    private BufferedWriter out;

    public ErrorRowWriter(Path path) {
        this.path = path;
    }

    @Override
    public void onSkipInRead(Throwable t) {
        if (t instanceof FlatFileParseException e) {
            write(e.getLineNumber(), "", "CSVの形式が不正です", e.getInput());
        }
    }

    @Override
    public void onSkipInProcess(ItemRow row, Throwable t) {
        String raw = String.join(",", row.getItemCode(), row.getItemName(), row.getUnit(),
                row.getUnitPrice(), row.getTaxClass(), row.getDiscontinued());
        write(row.getLineNumber(), row.getItemCode(), t.getMessage(), raw);
    }

    @Override
    public ExitStatus afterStep(StepExecution stepExecution) {
        try {
            if (out != null) {
                out.close();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return stepExecution.getExitStatus();
    }

    private synchronized void write(long line, String code, String reason, String raw) {
        try {
            writer().write(String.join(",", Long.toString(line), quote(code), quote(reason), quote(raw)));
            writer().newLine();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private BufferedWriter writer() throws IOException {
        if (out == null) {
            Files.createDirectories(path.getParent());
            boolean fresh = Files.notExists(path);
            out = Files.newBufferedWriter(path, StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            if (fresh) {
                out.write(HEADER);
                out.newLine();
            }
        }
        return out;
    }

    private static String quote(String s) {
        String v = s == null ? "" : s;
        return "\"" + v.replace("\"", "\"\"") + "\"";
    }
}
