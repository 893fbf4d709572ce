package com.petpic.app

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import com.petpic.app.databinding.ActivityMainBinding
import com.petpic.app.ui.PickPhotosFragment

class MainActivity : AppCompatActivity() {

    private lateinit var binding: ActivityMainBinding

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        binding = ActivityMainBinding.inflate(layoutInflater)
        setContentView(binding.root)
        if (savedInstanceState == null) {
            supportFragmentManager.beginTransaction()
                .replace(R.id.container, PickPhotosFragment())
                .commit()
        }
    }
}
