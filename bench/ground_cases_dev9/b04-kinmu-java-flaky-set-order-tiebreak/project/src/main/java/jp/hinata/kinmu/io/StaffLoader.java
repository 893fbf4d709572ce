package jp.hinata.kinmu.io;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import jp.hinata.kinmu.model.Qualification;
import jp.hinata.kinmu.model.Staff;

/** staff.tsv: id, 氏名, 資格(カンマ区切り), 夜勤可(y/n), 希望休(カンマ区切りの日付) */
public final class StaffLoader {

    private StaffLoader() {
    }

    public static List<Staff> load(Path file) throws IOException {
        return Files.readAllLines(file).stream()
                .skip(1)
                .map(l -> l.split("\t", -1))
                .map(c -> new Staff(c[0], c[1], quals(c[2]), c[3].equals("y")))
                .toList();
    }

    public static Map<String, Set<LocalDate>> daysOff(Path file) throws IOException {
        Map<String, Set<LocalDate>> out = new HashMap<>();
        for (String l : Files.readAllLines(file).subList(1, Files.readAllLines(file).size())) {
            String[] c = l.split("\t", -1);
            if (c.length > 4 && !c[4].isBlank()) {
                out.put(c[0], Arrays.stream(c[4].split(",")).map(LocalDate::parse).collect(Collectors.toSet()));
            }
        }
        return out;
    }

    private static Set<Qualification> quals(String s) {
        Set<Qualification> q = EnumSet.noneOf(Qualification.class);
        for (String part : s.split(",")) {
            if (!part.isBlank()) {
                q.add(Qualification.valueOf(part.trim()));
            }
        }
        return q;
    }
}
