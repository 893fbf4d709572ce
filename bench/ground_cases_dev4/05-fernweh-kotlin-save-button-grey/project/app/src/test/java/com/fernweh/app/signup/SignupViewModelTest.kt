package com.fernweh.app.signup

import org.junit.Assert.assertTrue
import org.junit.Test

class SignupViewModelTest {
    @Test
    fun submitEnabledWithValidEmailAndPassword() {
        val vm = SignupViewModel()
        vm.onPasswordChanged("correct horse")
        vm.onEmailChanged("mika@fernweh.app")
        assertTrue(vm.state.value.canSubmit)
    }
}
