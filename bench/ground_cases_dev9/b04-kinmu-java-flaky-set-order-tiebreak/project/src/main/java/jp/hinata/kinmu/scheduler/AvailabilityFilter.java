package jp.hinata.kinmu.scheduler;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import jp.hinata.kinmu.model.Shift;
import jp.hinata.kinmu.model.Staff;

/** その日・そのシフトに入れる職員（希望休でなく、夜勤なら夜勤可の人）。 */
public class AvailabilityFilter {

    private final Map<String, Set<LocalDate>> daysOff;

    public AvailabilityFilter(Map<String, Set<LocalDate>> daysOff) {
        this.daysOff = daysOff;
    }

    public Set<Staff> available(LocalDate day, Shift shift, List<Staff> staff) {
        return staff.stream()
                .filter(s -> !daysOff.getOrDefault(s.id(), Set.of()).contains(day))
                .filter(s -> shift != Shift.NIGHT || s.nightOk())
                .collect(Collectors.toUnmodifiableSet());
    }
}
