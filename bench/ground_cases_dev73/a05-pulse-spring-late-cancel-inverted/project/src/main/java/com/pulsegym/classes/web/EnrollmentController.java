package com.pulsegym.classes.web;

import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

import com.pulsegym.classes.domain.ClassSession;
import com.pulsegym.classes.domain.Enrollment;
import com.pulsegym.classes.repo.ClassSessionRepository;
import com.pulsegym.classes.repo.EnrollmentRepository;
import com.pulsegym.classes.service.EnrollmentService;

@RestController
@RequestMapping("/classes/{classId}/enrollments")
public class EnrollmentController {

    private final EnrollmentService service;
    private final ClassSessionRepository sessions;
    private final EnrollmentRepository enrollments;

    public EnrollmentController(EnrollmentService service, ClassSessionRepository sessions,
                                EnrollmentRepository enrollments) {
        this.service = service;
        this.sessions = sessions;
        this.enrollments = enrollments;
    }

    @PostMapping
    public ResponseEntity<EnrollmentView> enroll(@PathVariable Long classId,
                                                 @RequestHeader("X-Member-Id") Long memberId) {
        ClassSession session = sessions.findById(classId)
                .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND));
        Enrollment e = service.enroll(session, memberId);
        return ResponseEntity.status(HttpStatus.CREATED).body(EnrollmentView.of(e));
    }

    @DeleteMapping("/{enrollmentId}")
    public EnrollmentView cancel(@PathVariable Long classId, @PathVariable Long enrollmentId) {
        Enrollment e = enrollments.findById(enrollmentId)
                .filter(x -> x.getSession().getId().equals(classId))
                .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND));
        return EnrollmentView.of(service.cancel(e));
    }

    @org.springframework.web.bind.annotation.GetMapping("/waitlist-position")
    public java.util.Map<String, Integer> waitlistPosition(@PathVariable Long classId,
                                                           @RequestHeader("X-Member-Id") Long memberId) {
        var waiting = enrollments.findBySessionIdAndStatusOrderByCreatedAtAsc(classId, Enrollment.Status.WAITLISTED);
        for (int i = 0; i < waiting.size(); i++) {
            if (waiting.get(i).getMemberId().equals(memberId)) {
                return java.util.Map.of("position", i + 1);
            }
        }
        throw new ResponseStatusException(HttpStatus.NOT_FOUND);
    }

    public record EnrollmentView(Long id, Long memberId, String status, boolean lateCancel) {
        static EnrollmentView of(Enrollment e) {
            return new EnrollmentView(e.getId(), e.getMemberId(), e.getStatus().name(), e.isLateCancel());
        }
    }
}
