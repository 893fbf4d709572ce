package jp.hinata.kinmu;

import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.concurrent.Callable;

import jp.hinata.kinmu.io.RosterPrinter;
import jp.hinata.kinmu.io.StaffLoader;
import jp.hinata.kinmu.model.Staff;
import jp.hinata.kinmu.scheduler.AvailabilityFilter;
import jp.hinata.kinmu.scheduler.Roster;
import jp.hinata.kinmu.scheduler.ShiftAssigner;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "kinmu", description = "ひなた苑の勤務表を作る")
public class Main implements Callable<Integer> {

    @Option(names = "--staff", required = true)
    Path staffFile;

    @Option(names = "--from", required = true)
    LocalDate from;

    @Option(names = "--days", defaultValue = "7")
    int days;

    @Override
    public Integer call() throws Exception {
        List<Staff> staff = StaffLoader.load(staffFile);
        ShiftAssigner assigner = new ShiftAssigner(new AvailabilityFilter(StaffLoader.daysOff(staffFile)));
        for (int i = 0; i < days; i++) {
            Roster roster = assigner.assign(from.plusDays(i), staff);
            System.out.println(RosterPrinter.format(roster));
        }
        return 0;
    }

    public static void main(String[] args) {
        System.exit(new CommandLine(new Main()).execute(args));
    }
}
