package com.tripbook.data

import androidx.room.Dao
import androidx.room.Delete
import androidx.room.Insert
import androidx.room.Query
import androidx.room.Update
import kotlinx.coroutines.flow.Flow

@Dao
interface TripDao {
    @Query("SELECT * FROM trips WHERE archived = 0 ORDER BY startDate DESC")
    fun observeActive(): Flow<List<TripEntity>>

    @Query("SELECT * FROM trip_stops WHERE tripId = :tripId ORDER BY arrivesAt")
    fun observeStops(tripId: Long): Flow<List<TripStopEntity>>

    @Insert
    suspend fun insert(trip: TripEntity): Long

    @Insert
    suspend fun insertStop(stop: TripStopEntity): Long

    @Update
    suspend fun update(trip: TripEntity)

    @Delete
    suspend fun delete(trip: TripEntity)

    @Query("UPDATE trips SET coverPhotoUri = :uri WHERE id = :tripId")
    suspend fun setCover(tripId: Long, uri: String?)
}
