package com.meterlog.settings

import android.os.Bundle
import android.text.format.DateFormat
import androidx.appcompat.app.AppCompatActivity
import com.google.android.material.timepicker.MaterialTimePicker
import com.google.android.material.timepicker.TimeFormat
import com.meterlog.databinding.ActivitySettingsBinding
import com.meterlog.reminder.ReminderPrefs
import com.meterlog.reminder.ReminderScheduler
import java.time.LocalTime
import java.time.format.DateTimeFormatter
import java.time.format.FormatStyle

class SettingsActivity : AppCompatActivity() {
    private lateinit var binding: ActivitySettingsBinding
    private lateinit var prefs: ReminderPrefs
    private lateinit var scheduler: ReminderScheduler

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        binding = ActivitySettingsBinding.inflate(layoutInflater)
        setContentView(binding.root)
        prefs = ReminderPrefs(this)
        scheduler = ReminderScheduler(this)

        binding.reminderSwitch.isChecked = prefs.enabled
        binding.reminderSwitch.setOnCheckedChangeListener { _, on ->
            prefs.enabled = on
            if (on) scheduler.schedule(prefs.time) else scheduler.cancel()
        }
        showTime(prefs.time)
        binding.reminderTime.setOnClickListener { pickTime() }
    }

    private fun pickTime() {
        val picker = MaterialTimePicker.Builder()
            .setTimeFormat(if (DateFormat.is24HourFormat(this)) TimeFormat.CLOCK_24H else TimeFormat.CLOCK_12H)
            .setHour(prefs.time.hour)
            .setMinute(prefs.time.minute)
            .build()
        picker.addOnPositiveButtonClickListener {
            val time = LocalTime.of(picker.hour, picker.minute)
            prefs.time = time
            if (prefs.enabled) scheduler.schedule(time)
            showTime(time)
        }
        picker.show(supportFragmentManager, "time")
    }

    private fun showTime(time: LocalTime) {
        binding.reminderTime.text = time.format(DateTimeFormatter.ofLocalizedTime(FormatStyle.SHORT))
    }
}
