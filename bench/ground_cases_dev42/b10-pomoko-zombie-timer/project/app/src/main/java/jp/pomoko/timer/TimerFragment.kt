package jp.pomoko.timer

import android.os.Bundle
import android.view.View
import androidx.fragment.app.Fragment
import androidx.fragment.app.viewModels
import androidx.lifecycle.Lifecycle
import androidx.lifecycle.lifecycleScope
import androidx.lifecycle.repeatOnLifecycle
import androidx.navigation.fragment.navArgs
import jp.pomoko.PomokoApp
import jp.pomoko.R
import jp.pomoko.databinding.FragmentTimerBinding
import kotlinx.coroutines.launch

class TimerFragment : Fragment(R.layout.fragment_timer) {

    private val args: TimerFragmentArgs by navArgs()
    private val viewModel: TimerViewModel by viewModels {
        (requireActivity().application as PomokoApp).viewModelFactory
    }
    private var binding: FragmentTimerBinding? = null

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        super.onViewCreated(view, savedInstanceState)
        val b = FragmentTimerBinding.bind(view)
        binding = b

        b.startPause.setOnClickListener {
            if (viewModel.state.value.running) viewModel.pause() else viewModel.start()
        }
        b.reset.setOnClickListener { viewModel.reset() }
        b.skip.setOnClickListener { viewModel.skip() }

        val notifier = TimerNotifier(requireContext().applicationContext)
        viewModel.onPhaseFinished = { phase -> notifier.phaseFinished(phase) }
        viewModel.onTick = { s -> if (s.running) notifier.showRemaining(s) else notifier.clearRemaining() }

        // opened from the home screen shortcut: start right away
        if (args.autoStart) {
            viewModel.start()
        }

        viewLifecycleOwner.lifecycleScope.launch {
            viewLifecycleOwner.repeatOnLifecycle(Lifecycle.State.STARTED) {
                viewModel.state.collect { s ->
                    b.time.text = s.label
                    b.phase.setText(
                        when (s.phase) {
                            Phase.FOCUS -> R.string.phase_focus
                            Phase.SHORT_BREAK -> R.string.phase_short_break
                            Phase.LONG_BREAK -> R.string.phase_long_break
                        }
                    )
                    b.startPause.setText(if (s.running) R.string.pause else R.string.start)
                    b.sessions.text = getString(R.string.sessions_done, s.completedFocusSessions)
                }
            }
        }
    }

    override fun onDestroyView() {
        binding = null
        super.onDestroyView()
    }
}
