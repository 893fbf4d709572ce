package jp.hinata.kinmu.io;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.Set;

import jp.hinata.kinmu.model.Shift;
import jp.hinata.kinmu.model.Staff;
import jp.hinata.kinmu.scheduler.Roster;
import org.junit.jupiter.api.Test;

class RosterPrinterTest {

    @Test
    void printsLeader() {
        Roster r = new Roster(LocalDate.of(2025, 11, 3));
        Staff a = new Staff("S001", "青木", Set.of(), true);
        for (Shift s : Shift.values()) {
            r.put(s, a);
        }
        r.setLeader(a);
        assertTrue(RosterPrinter.format(r).endsWith("リーダー:青木"));
    }
}
