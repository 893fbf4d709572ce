package jp.hinata.kinmu.scheduler;

import static jp.hinata.kinmu.model.Qualification.CARE_WORKER;
import static jp.hinata.kinmu.model.Qualification.NURSE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;

import jp.hinata.kinmu.model.Shift;
import jp.hinata.kinmu.model.Staff;
import org.junit.jupiter.api.Test;

class ShiftAssignerTest {

    private static final LocalDate DAY = LocalDate.of(2025, 11, 3);

    private final List<Staff> staff = List.of(
            new Staff("S001", "青木", Set.of(CARE_WORKER), true),
            new Staff("S003", "石田", Set.of(CARE_WORKER), true),
            new Staff("S005", "上野", Set.of(NURSE), true),
            new Staff("S007", "岡本", Set.of(CARE_WORKER), true));

    @Test
    void assignsNightShiftToLeastLoadedStaff() {
        ShiftAssigner assigner = new ShiftAssigner(new AvailabilityFilter(Map.of()));
        assigner.preload(Map.of("S001", 40, "S003", 16, "S005", 32, "S007", 16));

        Staff got = assigner.pickFor(DAY, Shift.NIGHT, staff).orElseThrow();

        assertEquals("S003", got.id());
    }

    @Test
    void skipsStaffOnDayOff() {
        ShiftAssigner assigner = new ShiftAssigner(new AvailabilityFilter(Map.of("S003", Set.of(DAY))));
        assigner.preload(Map.of("S001", 40, "S003", 8, "S005", 32, "S007", 16));

        Staff got = assigner.pickFor(DAY, Shift.DAY, staff).orElseThrow();

        assertEquals("S007", got.id());
    }

    @Test
    void fillsEveryShift() {
        Roster r = new ShiftAssigner(new AvailabilityFilter(Map.of())).assign(DAY, staff);
        for (Shift s : Shift.values()) {
            assertTrue(r.get(s) != null, s + " is empty");
        }
    }
}
