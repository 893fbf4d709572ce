package app.streaky.widget

import android.appwidget.AppWidgetManager
import android.appwidget.AppWidgetProvider
import android.content.Context
import android.widget.RemoteViews
import app.streaky.R
import app.streaky.data.AppDatabase
import app.streaky.domain.StreakCalculator
import java.time.LocalDate
import java.time.ZoneId
import kotlinx.coroutines.runBlocking

class StreakWidgetProvider : AppWidgetProvider() {

    private val calculator = StreakCalculator()

    override fun onUpdate(context: Context, manager: AppWidgetManager, widgetIds: IntArray) {
        val prefs = context.getSharedPreferences("widgets", Context.MODE_PRIVATE)
        val dao = AppDatabase.get(context).checkInDao()
        val zone = ZoneId.systemDefault()
        for (id in widgetIds) {
            val habitId = prefs.getLong("habit_$id", -1L)
            if (habitId < 0) continue
            val times = runBlocking { dao.allFor(habitId) }.map { it.at }
            val streak = calculator.currentStreak(times, LocalDate.now(zone), zone)
            val views = RemoteViews(context.packageName, R.layout.widget_streak).apply {
                setTextViewText(R.id.streak_count, streak.toString())
            }
            manager.updateAppWidget(id, views)
        }
    }
}
