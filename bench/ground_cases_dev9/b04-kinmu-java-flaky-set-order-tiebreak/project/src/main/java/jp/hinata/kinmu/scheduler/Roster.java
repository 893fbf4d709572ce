package jp.hinata.kinmu.scheduler;

import java.time.LocalDate;
import java.util.Collection;
import java.util.EnumMap;
import java.util.Map;

import jp.hinata.kinmu.model.Shift;
import jp.hinata.kinmu.model.Staff;

public class Roster {

    private final LocalDate day;
    private final Map<Shift, Staff> slots = new EnumMap<>(Shift.class);
    private Staff leader;

    public Roster(LocalDate day) {
        this.day = day;
    }

    public LocalDate day() {
        return day;
    }

    public void put(Shift shift, Staff staff) {
        slots.put(shift, staff);
    }

    public Staff get(Shift shift) {
        return slots.get(shift);
    }

    public Collection<Staff> members() {
        return slots.values();
    }

    public Staff leader() {
        return leader;
    }

    public void setLeader(Staff leader) {
        this.leader = leader;
    }
}
