// Trampolines for a library the binary loads on first use instead of at start-up: each
// function the program calls is one here, a procedure linkage table of our own. `name` jumps
// through its slot, `PREFIX_slot_name`, which first points at `PREFIX_first_name`: that calls
// `PREFIX_resolve`, which keeps the arguments' registers while `PREFIX_load()` fills every
// slot, and goes back to `name`. Hidden: the libraries' own calls never come here.
// Used by lazy_engine.c (Arb and FLINT) and lazy_toolkit.c (GTK).
#ifndef LAZY_LOADING_H
#define LAZY_LOADING_H

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>

#define LAZY_HIDDEN __attribute__((visibility("hidden")))

#if defined(__x86_64__)
#define LAZY_TRAMPOLINE(prefix, name)                                                          \
    __asm__(".text\n .globl " #name "\n .hidden " #name "\n .type " #name ",@function\n"        \
            #name ":\n jmp *" #prefix "_slot_" #name "(%rip)\n"                                 \
            ".globl " #prefix "_first_" #name "\n .hidden " #prefix "_first_" #name "\n"        \
            #prefix "_first_" #name ":\n call " #prefix "_resolve\n jmp " #name "\n");
// Saves the registers that carry arguments (rdi, rsi, rdx, rcx, r8, r9, rax; xmm0-7) around
// the load, with the stack 16-byte aligned for the call.
#define LAZY_RESOLVER(prefix)                                                                  \
    __asm__(".text\n .hidden " #prefix "_resolve\n .type " #prefix "_resolve,@function\n"       \
            #prefix "_resolve:\n"                                                              \
            " push %rbp\n mov %rsp, %rbp\n push %rdi\n push %rsi\n push %rdx\n push %rcx\n"   \
            " push %r8\n push %r9\n push %rax\n sub $128, %rsp\n"                             \
            " movdqu %xmm0, (%rsp)\n movdqu %xmm1, 16(%rsp)\n movdqu %xmm2, 32(%rsp)\n"        \
            " movdqu %xmm3, 48(%rsp)\n movdqu %xmm4, 64(%rsp)\n movdqu %xmm5, 80(%rsp)\n"      \
            " movdqu %xmm6, 96(%rsp)\n movdqu %xmm7, 112(%rsp)\n call " #prefix "_load\n"      \
            " movdqu (%rsp), %xmm0\n movdqu 16(%rsp), %xmm1\n movdqu 32(%rsp), %xmm2\n"        \
            " movdqu 48(%rsp), %xmm3\n movdqu 64(%rsp), %xmm4\n movdqu 80(%rsp), %xmm5\n"      \
            " movdqu 96(%rsp), %xmm6\n movdqu 112(%rsp), %xmm7\n add $128, %rsp\n"             \
            " pop %rax\n pop %r9\n pop %r8\n pop %rcx\n pop %rdx\n pop %rsi\n pop %rdi\n"     \
            " pop %rbp\n ret\n");
#elif defined(__aarch64__)
#define LAZY_TRAMPOLINE(prefix, name)                                                          \
    __asm__(".text\n .globl " #name "\n .hidden " #name "\n .type " #name ",%function\n"        \
            #name ":\n adrp x16, " #prefix "_slot_" #name "\n"                                 \
            " ldr x16, [x16, :lo12:" #prefix "_slot_" #name "]\n br x16\n"                     \
            ".globl " #prefix "_first_" #name "\n .hidden " #prefix "_first_" #name "\n"        \
            #prefix "_first_" #name ":\n stp x29, x30, [sp, #-16]!\n mov x29, sp\n"            \
            " bl " #prefix "_resolve\n ldp x29, x30, [sp], #16\n b " #name "\n");
// Saves the registers that carry arguments (x0-x8, q0-q7) around the load.
#define LAZY_RESOLVER(prefix)                                                                  \
    __asm__(".text\n .hidden " #prefix "_resolve\n .type " #prefix "_resolve,%function\n"       \
            #prefix "_resolve:\n"                                                              \
            " stp x29, x30, [sp, #-16]!\n mov x29, sp\n stp x0, x1, [sp, #-16]!\n"            \
            " stp x2, x3, [sp, #-16]!\n stp x4, x5, [sp, #-16]!\n stp x6, x7, [sp, #-16]!\n"  \
            " stp x8, xzr, [sp, #-16]!\n stp q0, q1, [sp, #-32]!\n stp q2, q3, [sp, #-32]!\n"  \
            " stp q4, q5, [sp, #-32]!\n stp q6, q7, [sp, #-32]!\n bl " #prefix "_load\n"      \
            " ldp q6, q7, [sp], #32\n ldp q4, q5, [sp], #32\n ldp q2, q3, [sp], #32\n"         \
            " ldp q0, q1, [sp], #32\n ldp x8, xzr, [sp], #16\n ldp x6, x7, [sp], #16\n"        \
            " ldp x4, x5, [sp], #16\n ldp x2, x3, [sp], #16\n ldp x0, x1, [sp], #16\n"         \
            " ldp x29, x30, [sp], #16\n ret\n");
#else
#error "lazy_loading.h has trampolines for x86_64 and aarch64 only"
#endif

// A trampoline and its slot.
#define LAZY_SLOT(prefix, name)                                                                \
    LAZY_TRAMPOLINE(prefix, name)                                                              \
    extern LAZY_HIDDEN char prefix##_first_##name[];                                           \
    LAZY_HIDDEN void *prefix##_slot_##name = prefix##_first_##name;

// `PREFIX_load()`: opens `library` (dlopen's `mode`) once, on the first call of any thread,
// and fills the slot of each function of `functions`, an X-macro list given `fill`, the
// list's LAZY_FILL for `prefix`. A library or function missing is said as the loader would
// have said it at start-up, and the process ends: the installation is broken.
#define LAZY_LOADER(prefix, library, mode, functions, fill, what)                              \
    static void prefix##_load_once(void) {                                                     \
        void *handle = dlopen(library, mode);                                                  \
        const char *missing = handle ? NULL : library;                                         \
        functions(fill)                                                                        \
        if (missing) {                                                                         \
            fprintf(stderr, "calculator-brain: cannot load " what " (%s): %s\n", missing,      \
                    dlerror());                                                                \
            _exit(127);                                                                        \
        }                                                                                      \
    }                                                                                          \
    LAZY_HIDDEN void prefix##_load(void) {                                                     \
        static pthread_once_t once = PTHREAD_ONCE_INIT;                                        \
        pthread_once(&once, prefix##_load_once);                                               \
    }

// Fills a slot from `handle`, else names the function in `missing` (for LAZY_LOADER).
#define LAZY_FILL(prefix, name)                                                                \
    if (handle && !(prefix##_slot_##name = dlsym(handle, #name))) missing = #name;

// Whether `prefix`'s library is loaded, by one of its slots.
#define LAZY_IS_LOADED(prefix, name) (prefix##_slot_##name != prefix##_first_##name)

#endif
