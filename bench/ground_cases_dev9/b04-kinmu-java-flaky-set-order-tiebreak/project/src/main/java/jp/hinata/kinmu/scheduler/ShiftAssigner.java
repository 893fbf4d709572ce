package jp.hinata.kinmu.scheduler;

import java.time.LocalDate;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import jp.hinata.kinmu.model.Qualification;
import jp.hinata.kinmu.model.Shift;
import jp.hinata.kinmu.model.Staff;

/**
 * 勤務表の割り当て。各シフトには、その時点で勤務時間が最も少ない職員を割り当てる。
 * 勤務時間が同じ職員が複数いる場合は職員IDの昇順で先の人を選ぶ（同じ入力なら毎回同じ勤務表になるように）。
 */
public class ShiftAssigner {

    private final AvailabilityFilter availability;
    private final Map<String, Integer> assignedHours = new HashMap<>();

    public ShiftAssigner(AvailabilityFilter availability) {
        this.availability = availability;
    }

    public Roster assign(LocalDate day, List<Staff> staff) {
        Roster roster = new Roster(day);
        for (Shift shift : Shift.values()) {
            Staff chosen = pickFor(day, shift, staff)
                    .orElseThrow(() -> new IllegalStateException("no staff for " + day + " " + shift));
            roster.put(shift, chosen);
            assignedHours.merge(chosen.id(), shift.hours(), Integer::sum);
        }
        roster.setLeader(pickLeader(roster));
        return roster;
    }

    Optional<Staff> pickFor(LocalDate day, Shift shift, List<Staff> staff) {
        Set<Staff> candidates = availability.available(day, shift, staff);
        return candidates.stream()
                .min(Comparator.comparingInt(this::hoursOf));
    }

    Staff pickLeader(Roster roster) {
        return roster.members().stream()
                .filter(s -> s.qualifications().contains(Qualification.CARE_WORKER))
                .min(Comparator.comparingInt(this::hoursOf).thenComparing(Staff::id))
                .orElse(roster.get(Shift.DAY));
    }

    public void preload(Map<String, Integer> hours) {
        assignedHours.putAll(hours);
    }

    int hoursOf(Staff s) {
        return assignedHours.getOrDefault(s.id(), 0);
    }
}
