package com.cruxgym.report;

import java.time.YearMonth;

public record MonthlyVisits(YearMonth month, long visits, long uniqueMembers) {}
